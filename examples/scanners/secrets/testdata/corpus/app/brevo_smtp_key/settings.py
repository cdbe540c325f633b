import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BREVO_SMTP_KEY = "xsmtpsib-cced3c001c12580ac3ff0e08ee94c57a97f6d18385c67b232f2e83732693aae0-aPgf7OTBuCxba6H5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
