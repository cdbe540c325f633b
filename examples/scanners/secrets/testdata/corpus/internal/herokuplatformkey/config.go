package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"heroku_platform_key": "HRKU-AAPdC2sNp3eKKWUypHcEVfOnPhslhxtqYMWzePhFTD6niIzDJ0tzDUyxQpvG",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
