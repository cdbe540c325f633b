package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"openshift_user_token": "sha256~hqPWYCVDKau5TYahz7IhPcRZMyHki7Nb-j-nxzYmI7h",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
