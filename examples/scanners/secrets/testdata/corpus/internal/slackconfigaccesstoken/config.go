package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"slack_config_access_token": "xoxe.xoxp-4-5NObPpSABdsCx32zE8RRnjw6OgyFh7HUhlyhJSMFgB6ufKwvisBw69h78YHtHzE1TtSxKHrOHOQKF5ZCGeH6MnXo4gQjTQqfNJdeQKVN7owkwoVLPoKhGtcnxnJ5iWHtns9CUfjK20mXt7IHIOFetL6sAGVzzSK3NuATVH",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
