package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"heroku_platform_key": "HRKU-AA_PF41786LUs0G4N1drciI2ZdS7RZTAlBgC7mlBkMbTiFtrQ3paSK7Ljtao",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
