package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"dropbox_long_lived_token": "ij8tg8a9w3yAAAAAAAAAAB=zhwn=waHIDwarQMA507x2n6kMGhNTHg7IQCtcVWk2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
