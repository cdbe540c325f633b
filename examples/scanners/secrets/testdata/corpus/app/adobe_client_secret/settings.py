import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ADOBE_CLIENT_SECRET = "p8e-BhCq1CvDIxl4E6M9pvf61RcBXNDQLLt8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
