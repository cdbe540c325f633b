import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FACEBOOK_ACCESS_TOKEN = "EAA9lswMU6vSmESh6bBeEDH0UT3f6YsbVNRidCPkuzcHG4VmKBpTSUMYSMxIDpgbNnt6tvaMw9ubXDV5Zuh9vd7DXrdpjR6iXTcSTzaXNZXz3kySiFKH9VKApfmmOyqHd2snr9iFWxsk6tf"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
