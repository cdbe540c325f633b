import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SNYK_API_TOKEN = "f992de70-573d-ce49-c8bd-dc3fdd0d9527"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
