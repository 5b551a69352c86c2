// A remote runs inside the shell; this entry only exists so the remote can be served alone.
export {};
