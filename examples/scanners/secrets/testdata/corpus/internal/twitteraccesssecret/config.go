package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"twitter_access_secret": "VXOIsy1lwWk27YEttZqwM2KMuTZW0j5j728xvQUMaW6vI",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
