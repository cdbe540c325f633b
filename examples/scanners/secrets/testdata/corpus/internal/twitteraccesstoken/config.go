package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_access_token": "65945646935871661675837-VOrVpHCnlhi6jw1XCyNzJt7aRPkwtRdBNcrDy",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
