package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"freshbooks_access_token": "oafalo3k2sh673twcz8f8to1bp2pdar5ndn1rxe33m9v5dp13tz9gtlu9fbo8325",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
