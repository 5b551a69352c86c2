// The host's entry only loads the app asynchronously, so that the federation runtime can
// set up the shared singletons before any of them is imported.
import('./bootstrap');
