package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"gitlab_session_cookie": "_gitlab_session=cp2yo1yt2gyuakh6pkgx980eco9wp2kf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
