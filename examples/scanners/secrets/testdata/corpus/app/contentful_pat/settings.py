import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONTENTFUL_PAT = "CFPAT-X3-tTQvUUdDQADVKXm9E0s69YnLl70HEOaAWyrBeNXC"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
