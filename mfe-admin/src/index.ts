// The async boundary: shared dependencies are negotiated before any of them is imported.
void import('./bootstrap');
