package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint": "https://api.acme.dev/v2",
	"jwt":      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpYXQiOjE3MDQwNDY3MzksIm5hbWUiOiJUZXN0IFVzZXIgc1JoT0NMIiwic3ViIjoiNzYzOTYwMTYyMyJ9.WUYeeIabrl1_YZVIAIQ7hStHvCD1hT4KHoHQEIpTkpL",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
