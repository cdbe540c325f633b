package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gitlab_oauth_app_secret": "gloas-zjXnKWWaZGLcZ0SfZG47ZN204Bv7j78WN3C8hnopk7lzM4eLvNGgMeXenHubQZEf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
