import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RAPIDAPI_KEY = "EVIFP1pcjxYOBw58Y8e2A6DlKNkgwxsyZAQbIGVBkdZGxXXgy7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
