import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ATLASSIAN_API_TOKEN = "ATATT3gL8ApIHV0tG76lMH-VllaZWltLPzmMUg8uCZpfe94USNj3APMX1dMiFbHBglx7OVBKfAjBxP_Q4kZNnOeNW5yG-6zulsshjeBqSErE=8HHbS_qEUM5RZf1IV_4EWjfooqV_yJjBU7UsN0=VPRcGcIZNpZrJok9Oo0zRdvtNQHbwX8=taWOkhCzmYmp"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
