import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BREVO_SMTP_KEY = "xsmtpsib-5cc6512189ffeb2d6f1855f0c754f2910e913df2cb6feceebf5eee87c4043765-k7gPB7G03Qn8Kp3R"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
