import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BREVO_SMTP_KEY = "xsmtpsib-6c6642745a53e6373ea6625176482658a7033c2f8851f2860410faee7d2180a5-LmnWffMeF9EerOuJ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
