import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_SECRET = "yaZmj6pZTHjUULqJn8FkigFUOcTTkACa4YVNvH2mn76OAP1eiO"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
