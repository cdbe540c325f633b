import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_ACCESS_TOKEN = "68061287998074671-nDccEqvYWRatNWXjsjxVVcX"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
