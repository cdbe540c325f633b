import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLAID_ACCESS_TOKEN = "access-development-03a21105-dccc-ccc8-ea1f-079c81daa493"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
