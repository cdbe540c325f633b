package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"twitter_access_secret": "7hoYNmQ5sMIKfdypYZGl9wKGj8yXrAliiAmV3wJhIwcGe",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
