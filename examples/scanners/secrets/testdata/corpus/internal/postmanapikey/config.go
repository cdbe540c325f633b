package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"postman_api_key": "PMAK-20c72f79116b1dcbda0c6d77-32cbdacbd619b1e8d9dc815615964ef145",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
