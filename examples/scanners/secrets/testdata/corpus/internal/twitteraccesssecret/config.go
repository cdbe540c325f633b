package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"twitter_access_secret": "NQDrzckDaHfKp7mkQpo71fb2pjYAmz0WCaO7SvkTfPvWB",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
