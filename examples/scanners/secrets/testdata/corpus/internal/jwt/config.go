package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint": "https://api.acme.dev/v2",
	"jwt":      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpYXQiOjE3MDUyNTkwNTAsIm5hbWUiOiJUZXN0IFVzZXIgRDBOM2dYIiwic3ViIjoiODg5MzQ3MzgyNSJ9.d6Fz1bPIAP1XFRe3NSpMl1Ll_7T4TDNrYeLSSURqhAw",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
