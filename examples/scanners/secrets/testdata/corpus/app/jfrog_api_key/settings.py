import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_API_KEY = "AKCpkfroJ5hXxCOLvC42lPrfKFu2Ud4BKFmrVXaylk9b2ukRUM8xrNDuGTxyF9cqqBfskEFG5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
