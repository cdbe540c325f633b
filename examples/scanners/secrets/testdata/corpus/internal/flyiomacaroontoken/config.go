package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"flyio_macaroon_token": "fm2_hxq4ZetduQ+whtkfIRcbREPw3mG/gAdsYGZSLggcnmnR4Hkupce7bWcYh1ypg54VnRRU3RTAbeBF+Z0pUXS50nH+raEAfm0mJXMX7CDIuQ==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
