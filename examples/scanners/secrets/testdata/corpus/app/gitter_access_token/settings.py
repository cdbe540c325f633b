import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITTER_ACCESS_TOKEN = "g2hvgq3kjxk1s3k4lg3gzywgp52fz3ixxio2maut"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
