package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint": "https://api.acme.dev/v2",
	"jwt":      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpYXQiOjE3MDI5MDkyNjYsIm5hbWUiOiJUZXN0IFVzZXIgcmZCVTF1Iiwic3ViIjoiNjQ2MTM0MTg4OCJ9.KajvCkSfEY5iXo_WL3gU4zqvGszhvSfuPYlCTj58qpw",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
