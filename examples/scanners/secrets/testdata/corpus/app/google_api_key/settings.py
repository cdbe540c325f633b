import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOOGLE_API_KEY = "AIza__HJ5DsQvcQHsiDDWtzqfzQbNpaUCaC9_dp"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
