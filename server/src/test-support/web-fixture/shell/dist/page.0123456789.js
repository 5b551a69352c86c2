console.log('chunk');
