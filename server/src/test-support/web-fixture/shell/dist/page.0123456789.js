console.log("chunk");
