import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NYTIMES_API_KEY = "P__m4gr9IycESoFJ4anOsClI_7omB0M_"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
