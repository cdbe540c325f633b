package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"google_oauth_access_token": "ya29.ytDuMIRm9pXHqzr3Q1l1CFljzsWn1jp20rGxVahbUwXHx2ka7uamIDpe3wqLNNxUJio_pU87OOl5_igC6uOx3YiS3UpxZpg6nJpwgnnGRX041hh2ckAveGgtX1iEMmEth_mppYilHnD5V",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
