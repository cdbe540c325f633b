package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_bearer_token": "AAAAAAAAAAAAAAAAAAAAAb9owVnkLPNCFBt1rqCCfwGD%uXuQGXFJcIjTzwBGqshAwmbozzFVK%kWzGjOO%cQE3SYhOyeCFr3n2CYgwHFsgKkGt%bIrDQsxfRcgGd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
