package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_access_token": "745936693082068444154824-lvXIynhcoY1B9xT4oMOyyfqKdnuRJOpflbM",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
