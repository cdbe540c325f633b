package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"square_oauth_secret": "sq0csp-cM2G025OZhwrGbr-d9yjVwI7QAclCvhBQ7lo-j7DX2S",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
