import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CODECOV_UPLOAD_TOKEN = "pwyyqk9if5edq0rkymgm12qz9ijijapn"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
