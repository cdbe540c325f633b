import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_BEARER_TOKEN = "AAAAAAAAAAAAAAAAAAAAAdn9BU0yKazBiPtApdZwwp3W1uOyCgnDCAwUakALPBtmpU6zP1w%HgqoKr5GnUDxWUY6coOGOMJq08wDOdjVW9mI0jhPE6ovOZVOfYnycn9j9N"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
