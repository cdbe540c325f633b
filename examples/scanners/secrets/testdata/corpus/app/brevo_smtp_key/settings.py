import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BREVO_SMTP_KEY = "xsmtpsib-fa4dfc84e3e17106db8ee71e7b7076a1d89e15f108ec8c4bb01b0d1a9ee7e6d2-2FdpkTvVvnAxwOoG"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
