import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLYIO_ACCESS_TOKEN = "fo1__mpekdYoG-7bQyu7-xg-JCnxcINzBpJzMZPoTvj-5Hv"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
