package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intercom_access_token": "yriKZvIzTX=m8IJnTY7cG69K=lNz3XZ35XWQcLCkk6EfK7tOV_vCP6XTn5Up",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
