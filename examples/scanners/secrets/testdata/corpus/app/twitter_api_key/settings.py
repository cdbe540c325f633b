import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_KEY = "IXr8YhWDfAjAosLpJLDotE1Ul"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
