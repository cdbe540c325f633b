package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"clojars_deploy_token": "CLOJARS_0pxvlecrgiqk4k7fsaf2m7dkq63dfka7v1vpmcvszu8534nlyddwohh58e3y",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
