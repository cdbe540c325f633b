import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OKTA_API_TOKEN = "00YJB42hmjWU9hCcZMDyfcdc28XqIBAsxpNASC6=ku"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
