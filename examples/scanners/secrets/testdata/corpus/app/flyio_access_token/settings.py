import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLYIO_ACCESS_TOKEN = "fo1_ttTDf6syZWid3hi_OSNgM0CileH6j_56Ph1JUFjPHsD"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
