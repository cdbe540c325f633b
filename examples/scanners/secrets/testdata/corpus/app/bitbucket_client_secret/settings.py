import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BITBUCKET_CLIENT_SECRET = "b6j9dAjnbm8RdzacWRjA7kAs_GT3k2p83uZ5DBZIkiKxdsgPCh9f363i2SEdwRp2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
