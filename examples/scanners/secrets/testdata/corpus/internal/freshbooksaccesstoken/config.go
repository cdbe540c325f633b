package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"freshbooks_access_token": "x1abjk17kd65lwlpw4lmlncemn4ematkyzf54l66fy9mgij21g69ad67ntd5zsg8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
