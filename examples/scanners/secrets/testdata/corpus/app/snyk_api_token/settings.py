import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SNYK_API_TOKEN = "bDe9eB06-5118-453a-26D6-642A779Ab73E"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
