import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BEAMER_API_KEY = "b_uEJmSM_ds0kOz1laHEmkCnlTO4RduEwIvqsKRXTdrtif"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
